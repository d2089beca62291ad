// The plans pages' stylesheet on servers (Node, the pages Lambda): none, since server code never
// imports CSS. The browser build takes plans-styles.ts instead (package.json "imports").
export {};

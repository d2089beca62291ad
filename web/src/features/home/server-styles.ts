// The signed-in home's stylesheet on servers (Node, the pages Lambda): none, since server code never
// imports CSS. The browser build takes home-styles.ts instead (package.json "imports").
export {};

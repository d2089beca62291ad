// The Your stories page's stylesheet on servers (Node, the pages Lambda): none, since server code never
// imports CSS. The browser build takes your-stories-styles.ts instead (package.json "imports").
export {};

// The editor's stylesheet on servers (Node, the pages Lambda): none, since server code never imports
// CSS. The browser build takes editor-styles.ts instead (package.json "imports", "#editor-styles").
export {};

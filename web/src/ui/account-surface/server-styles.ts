// The account surface's stylesheets on servers (Node, the pages Lambda): none, since server code
// never imports CSS; what the server renders of an account page needs none of them, its forms
// appearing once the viewer's data has loaded in the browser (decision 30). The browser build takes
// account-styles.ts instead (package.json "imports", "#account-styles").
export {};

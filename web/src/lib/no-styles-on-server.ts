// What a page's stylesheet module is on servers (Node: the pages Lambda, npm start, tests): nothing,
// since Node cannot import CSS and a server render needs none. The browser build takes the page's own
// `…-styles.ts` instead, and Vite attaches its CSS to that page's chunk, so other pages never load it
// (package.json "imports": each `#…-styles` maps its "browser" condition there and "default" here).
export {};

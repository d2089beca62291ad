// The search pages' stylesheet, in the browser build only (on servers: lib/no-styles-on-server.ts):
// Vite attaches it to the page's chunk, so other pages never load it (package.json "imports", "#search-styles").
import './components/search-page.css';

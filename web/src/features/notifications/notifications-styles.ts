// The notifications page's stylesheet, in the browser build only (on servers: lib/no-styles-on-server.ts):
// Vite attaches it to the page's chunk, so other pages never load it (package.json "imports",
// "#notifications-styles").
import './components/notifications-page.css';

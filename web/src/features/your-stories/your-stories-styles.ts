// The Your stories page's stylesheet, in the browser build only (on servers: lib/no-styles-on-server.ts): Vite attaches it to
// the page's chunk, so reading pages never load it (package.json "imports", "#your-stories-styles").
import './components/your-stories.css';

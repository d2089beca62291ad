// The signed-in home's stylesheet, in the browser build only (on servers: lib/no-styles-on-server.ts): Vite attaches it to
// the page's chunk, so other pages never load it (package.json "imports", "#home-styles").
import './components/home.css';

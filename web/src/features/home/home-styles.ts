// The signed-in home's stylesheet, in the browser build only (server-styles.ts): Vite attaches it to
// the page's chunk, so other pages never load it (package.json "imports", "#home-styles").
import './components/home.css';

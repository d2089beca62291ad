// The plans pages' stylesheet, in the browser build only (server-styles.ts): Vite attaches it to the
// pages' chunk, so reading pages never load it (package.json "imports", "#plans-styles").
import './components/plans.css';

// The plans pages' stylesheet, in the browser build only (on servers: lib/no-styles-on-server.ts): Vite attaches it to the
// pages' chunk, so reading pages never load it (package.json "imports", "#plans-styles").
import './components/plans.css';

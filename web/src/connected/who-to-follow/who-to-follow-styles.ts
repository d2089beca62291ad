// Who to follow's stylesheet, in the browser build only (on servers: lib/no-styles-on-server.ts): Vite attaches it to the
// chunks that use it, so other pages never load it (package.json "imports", "#who-to-follow-styles").
import './who-to-follow.css';

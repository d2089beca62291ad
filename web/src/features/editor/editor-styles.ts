// The editor's stylesheet, in the browser build only (server-styles.ts): Vite attaches it to the
// editor's chunk, so reading pages never load it (package.json "imports", "#editor-styles").
import './components/story-editor.css';
import './revisions/revisions.css';

// The editor's stylesheets, in the browser build only (on servers: lib/no-styles-on-server.ts): Vite attaches them to the
// editor's chunk, so reading pages never load them (package.json "imports", "#editor-styles").
import './components/editor-page.css';
import './components/story-editor.css';
import './revisions/revisions.css';
import './components/publish/publish-dialog.css';

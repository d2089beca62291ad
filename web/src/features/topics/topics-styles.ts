// The topics pages' stylesheet (explore-topics, the topics onboarding), in the browser build only (on
// servers: lib/no-styles-on-server.ts): Vite attaches it to their chunks, so other pages never load it
// (package.json "imports", "#topics-styles").
import './components/topics.css';

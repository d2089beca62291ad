// The browser entry (Vite's build input). Styles are imported here and only here: server code never
// imports CSS, and one stylesheet is linked by the pages Lambda.
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/shell.css';
import './styles/header.css';
import './styles/menu.css';
import './styles/avatar-menu.css';
import './styles/search-box.css';
import './styles/stories.css';
import './styles/post.css';
import './styles/toasts.css';
import './styles/banners.css';
import './styles/sign-in.css';
import './styles/one-tap.css';
import './styles/settings.css';
import './styles/popovers.css';
import './styles/people.css';
import './styles/social.css';
import './styles/publication-bar.css';
import './styles/series.css';
import './styles/claps.css';
import './styles/membership.css';
import './styles/reading.css';
import './styles/responses.css';
import './styles/lists.css';
import { readInjectedState } from './injected-state.ts';
import { startOnIntent } from './start-on-intent.ts';

// Decision 71: this entry is small; the app (React, Apollo, the shell) is its own chunk, loaded when
// the page needs it.
const injected = readInjectedState(document);
void startOnIntent(
  window,
  () => import('./start-client.tsx').then(({ startClient }) => startClient(window, injected)),
  injected.preloadedState.viewer === 'signed-in',
);

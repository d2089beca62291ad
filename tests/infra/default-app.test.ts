/**
 * The checks of the default app, one file per part, over one synth of it (default-app.ts). A check that
 * needs other settings synthesizes its own app in its own test file (configured-app, oidc-infra…).
 */
import { defaultFolio } from './default-app.ts';
import './data-stack.checks.ts';
import './api-stack.checks.ts';
import './async-stack.checks.ts';
import './web-stack.checks.ts';
import './auth-infra.checks.ts';
import './payments-infra.checks.ts';
import './publishing-infra.checks.ts';
import './notifications-infra.checks.ts';
import './search-index-infra.checks.ts';
import './nag.checks.ts';

afterAll(() => defaultFolio().cleanup());

// The account surface's stylesheets, in the browser build only (on servers: lib/no-styles-on-server.ts): Amplify UI's
// styles of the components the account pages use, one file per component, in its cascade layers, so
// Folio's own CSS (outside any layer) wins wherever both style an element. Its base stylesheet is
// left out: the theme's style element (ThemeProvider) sets every token, and account-surface.css keeps
// the base stylesheet's one rule for components.
import './account-surface.css';
import '@aws-amplify/ui-react/styles/flex.layer.css';
import '@aws-amplify/ui-react/styles/text.layer.css';
import '@aws-amplify/ui-react/styles/visuallyHidden.layer.css';
import '@aws-amplify/ui-react/styles/icon.layer.css';
import '@aws-amplify/ui-react/styles/field.layer.css';
import '@aws-amplify/ui-react/styles/fieldMessages.layer.css';
import '@aws-amplify/ui-react/styles/fieldGroup.layer.css';
import '@aws-amplify/ui-react/styles/fieldset.layer.css';
import '@aws-amplify/ui-react/styles/input.layer.css';
import '@aws-amplify/ui-react/styles/textField.layer.css';
import '@aws-amplify/ui-react/styles/textArea.layer.css';
import '@aws-amplify/ui-react/styles/textAreaField.layer.css';
import '@aws-amplify/ui-react/styles/passwordField.layer.css';
import '@aws-amplify/ui-react/styles/button.layer.css';
import '@aws-amplify/ui-react/styles/switchField.layer.css';
import '@aws-amplify/ui-react/styles/radio.layer.css';
import '@aws-amplify/ui-react/styles/radiogroup.layer.css';
import '@aws-amplify/ui-react/styles/radioGroupField.layer.css';
import '@aws-amplify/ui-react/styles/alert.layer.css';
import '@aws-amplify/ui-react/styles/select.layer.css';
import '@aws-amplify/ui-react/styles/selectField.layer.css';
import '@aws-amplify/ui-react/styles/checkbox.layer.css';
import '@aws-amplify/ui-react/styles/checkboxField.layer.css';
import '@aws-amplify/ui-react/styles/searchField.layer.css';
import '@aws-amplify/ui-react/styles/autocomplete.layer.css';
import '@aws-amplify/ui-react/styles/loader.layer.css';
import '@aws-amplify/ui-react/styles/heading.layer.css';
import '@aws-amplify/ui-react/styles/link.layer.css';

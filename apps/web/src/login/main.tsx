import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './login-page';
import './login.css';

/**
 * The log-in page's entry (login.html): the server sends it for `/login`, the app sends a
 * visitor without a session here. A small page of its own so that a first visit loads React and
 * a form, not the app (docs/decisions/011, docs/PERFORMANCE.md).
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from login.html');

createRoot(root).render(
  <StrictMode>
    <LoginPage open={(path) => window.location.replace(path)} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initI18n, initialLanguage, loadLanguage } from './lib/i18n';
import './styles.css';

const language = initialLanguage();
initI18n(language);
// the texts of the visitor's language only, before the first render
await loadLanguage(language);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

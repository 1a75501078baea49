import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { detectLocale } from './locale';
import { messages } from './messages';
import './styles.css';

const locale = detectLocale();
document.documentElement.lang = locale;
document.title = messages[locale].title;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App locale={locale} />
  </StrictMode>,
);

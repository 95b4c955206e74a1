import './lib/initial-location';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { preloadPage } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

preloadPage(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

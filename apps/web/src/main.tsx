import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerServiceWorker } from './app/register-service-worker';
import { createAppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

registerServiceWorker();

// The component gallery: not part of the app's build. `npm run screenshots` opens it through
// Vite's dev server (/src/components/ui/gallery/index.html) and photographs each section.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import '@/styles.css';
import { Gallery } from './gallery.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MemoryRouter>
      <Gallery scene={new URLSearchParams(location.search).get('scene')} />
    </MemoryRouter>
  </StrictMode>,
);

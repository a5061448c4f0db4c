import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRoutes } from './router.tsx';

const Toaster = lazy(() => import('../components/ui/toaster.tsx'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

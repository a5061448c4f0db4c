import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
          <Toaster />
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

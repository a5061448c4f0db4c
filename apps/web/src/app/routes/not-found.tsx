import { Link } from 'react-router';

export function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
      <p className="text-gray-600 dark:text-gray-400">Did you forget to add the page to the router?</p>
      <Link to="/" className="mt-4 font-medium text-brand-700 underline dark:text-brand-300">
        Go to the home screen
      </Link>
    </main>
  );
}

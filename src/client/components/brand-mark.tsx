import { Link } from 'react-router';
import { useAppConfig } from '../app/app-config.ts';

/** The product's mark: an open book with a small flame of light, and the product name. */
export function BrandMark({ to = '/' }: { to?: string }) {
  const { appName } = useAppConfig();
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-lg font-semibold text-brand-800 dark:text-white">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-brand-700 dark:fill-brand-500" />
        <path d="M16 10.5c-2.2-1.6-5-2.1-8-1.6v12.6c3-.5 5.8 0 8 1.6 2.2-1.6 5-2.1 8-1.6V8.9c-3-.5-5.8 0-8 1.6Z" fill="none" stroke="white" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="M16 10.5v12.6" stroke="white" strokeWidth="1.6" />
        <path d="M16 4.2c.9 1.1 1.4 2 1.4 2.8a1.4 1.4 0 1 1-2.8 0c0-.8.5-1.7 1.4-2.8Z" className="fill-gold-400" />
      </svg>
      <span className="whitespace-nowrap">{appName}</span>
    </Link>
  );
}

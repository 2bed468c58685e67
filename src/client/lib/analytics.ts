/**
 * Page views and product events. SPEC.md section 2: they are written to the browser console only;
 * nothing is sent anywhere.
 */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export function trackPageView(path: string): void {
  console.info('[analytics] page_view', { path });
}

export function trackEvent(name: string, properties: AnalyticsProperties = {}): void {
  console.info(`[analytics] ${name}`, properties);
}

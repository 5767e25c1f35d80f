/** Shown in place of a lazy page while its chunk loads on first visit; the header and footer stay visible. */
export function PageLoading() {
  return <div className="min-h-svh" aria-busy="true" />;
}

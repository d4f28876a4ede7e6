/**
 * Unregisters every service worker of this origin. Calls `reload` once when any existed, so the
 * page comes from the network rather than from a worker's cache. Never throws.
 */
export async function removeServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined,
  reload: () => void,
): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    if (registrations.length === 0) return 0;
    await Promise.all(registrations.map((registration) => registration.unregister()));
    reload();
    return registrations.length;
  } catch (error) {
    console.error('Could not remove service workers:', error);
    return 0;
  }
}

// A stand-in for a service worker that an earlier version of the site could have installed.
self.addEventListener('fetch', () => {});

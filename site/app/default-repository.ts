/**
 * The source repository, when the build's environment names none (`VITE_REPOSITORY_URL`): read by
 * the site's config and by the build's Markdown twins, which run in Node.
 */
export const DEFAULT_REPOSITORY_URL = 'https://github.com/material-react/material-react';

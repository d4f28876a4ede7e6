import {preloadOverlayPositioning} from '@material-react/cdk/overlay';
import {cleanup} from '@testing-library/react';
import {afterEach} from 'vitest';

// Overlays load their positioning engine on first use, and a page warms it up as it starts.
// Tests begin with it loaded, as on a running page; overlay-positioning-load.test.tsx covers the
// page before it has arrived.
await preloadOverlayPositioning();

afterEach(() => cleanup());

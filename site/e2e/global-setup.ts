import {resolveChromium} from '@material-react/tools/chromium';

/** Finds the Chromium once; the test workers inherit its path through the environment. */
export default async function globalSetup() {
  const {executablePath, args} = await resolveChromium();
  process.env.E2E_CHROMIUM_PATH = executablePath;
  process.env.E2E_CHROMIUM_ARGS = JSON.stringify(args);
}

import * as shared from '@material-react/tools/search';
import {describe, expect, it} from 'vitest';
import * as site from './search-engine';

describe("the site's search engine", () => {
  it('is the shared implementation of @material-react/tools/search, not a copy', () => {
    expect(site.createSearchEngine).toBe(shared.createSearchEngine);
    expect(site.unpackSearchDocuments).toBe(shared.unpackSearchDocuments);
    expect(site.excerptOf).toBe(shared.excerptOf);
  });
});

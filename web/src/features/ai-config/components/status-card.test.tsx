import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ApiKeyStatus } from '@contract';
import { aPublicConfig, jsonResponse, mockFetch } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { StatusCard } from './status-card';

const onPlatform: ApiKeyStatus = {
  useCustomKey: false,
  hasCustomKey: false,
  provider: null,
  keyPreview: null,
};

function serveConfig(aiSource: 'platform' | 'offline') {
  mockFetch(() => jsonResponse(aPublicConfig({ aiSource })));
}

afterEach(() => vi.unstubAllGlobals());

describe('the AI status card', () => {
  it("says the platform's AI answers when the site has one", async () => {
    serveConfig('platform');
    renderUi(<StatusCard status={onPlatform} onSwitchToPlatform={() => {}} switching={false} />);
    expect(await screen.findByText("Wordloom's own AI answers your generations and checks.")).toBeVisible();
  });

  it('says generation needs an own key when the site has no model', async () => {
    serveConfig('offline');
    renderUi(<StatusCard status={onPlatform} onSwitchToPlatform={() => {}} switching={false} />);
    expect(await screen.findByText(/generating sentences needs your own key/)).toBeVisible();
  });
});

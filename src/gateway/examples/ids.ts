/** The ids the API reference's examples share, so one example's ids lead to the next. */
export const EXAMPLE_IDS = {
  workspace: '5b0e7c1a-3f42-4d8e-9a61-2c7d4e8f9b03',
  user: '8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d',
  contact: '0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90',
  secondContact: '7e3a9c51-6d2b-4e8f-a1c4-5b9d0e2f7a36',
  account: 'c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d',
  profile: '2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d',
  secondProfile: 'a9d3f1b7-2e4c-4d6a-b8f0-3c5e7a9b1d2f',
  change: 'e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e',
  play: '6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c',
  import: '9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f',
  run: '3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e',
  webhook: 'd8f0b2c4-6e8a-4b1d-9f3a-5c7e9b1d3f5a',
  apiKey: 'f2a4c6e8-0b1d-4e3f-8a5c-7e9b1d3f5a7c',
} as const;

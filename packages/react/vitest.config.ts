import { project } from '../../vitest.shared.ts'

// A DOM (happy-dom) for the interaction tests, which click and type into the views. The test
// servers (catalogue, on-ramp) are on other origins than the test page and send no CORS headers;
// frames, scripts and stylesheets the views add (the e-mail wallet's frame) and windows they open
// (the on-ramp's checkout) are never fetched.
export default project('react', {
  environment: 'happy-dom',
  environmentOptions: {
    happyDOM: {
      settings: {
        fetch: { disableSameOriginPolicy: true },
        disableIframePageLoading: true,
        disableJavaScriptFileLoading: true,
        disableCSSFileLoading: true,
        // A window the views open (the on-ramp's checkout) keeps its URL but loads nothing.
        navigation: { disableChildPageNavigation: true },
      },
    },
  },
  setupFiles: ['test/setup.ts'],
})

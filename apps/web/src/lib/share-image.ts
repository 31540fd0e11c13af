/** The fixed banner every page shares on social networks (spec: "The sharing image is a fixed banner"). */
export const SHARE_IMAGE_PATH = "/og-banner.png";

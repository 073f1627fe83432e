export declare function startBundle(parameters: {
  entry: string
  outDir: string
}): Promise<{ url: string; built: boolean }>

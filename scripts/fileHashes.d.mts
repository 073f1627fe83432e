export declare function hashFile(file: string): Promise<string>
export declare function sameHashes(files: readonly (readonly [string, string])[]): Promise<boolean>
export declare function findUp(from: string, name: string): string | undefined

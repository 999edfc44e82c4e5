/** Every generated file (path relative to the schemas package) and its exact text. */
export function generatedFiles(): Promise<Map<string, string>>;

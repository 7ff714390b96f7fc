/** mjml 5 ships no types: the part of its API compile-design.ts uses. */
declare module 'mjml' {
  type TMjmlOptions = {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    ignoreIncludes?: boolean;
  };
  type TMjmlResult = {
    html: string;
    errors: { line: number; message: string; tagName: string; formattedMessage: string }[];
  };
  export default function mjml2html(source: string, options?: TMjmlOptions): Promise<TMjmlResult>;
}

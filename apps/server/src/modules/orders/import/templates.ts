import type { Language } from '@console/contract';
import type { AnyImporter } from '../../../jobs/importers';
import { templateFile } from '../../../jobs/sheet-template';

/** An importer's template: its columns' headers, and one example row that imports cleanly. */
export const importerTemplate = (importer: AnyImporter, format: 'xlsx' | 'csv', lang: Language) =>
  templateFile(
    { sheet: importer.sheet, columns: importer.columns, examples: [importer.columns.map((c) => c.example)] },
    format,
    lang,
  );

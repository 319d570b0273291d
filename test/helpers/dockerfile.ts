interface Instruction {
  keyword: string;
  /** The instruction's text after the keyword, continuation lines joined. */
  args: string;
}

export interface Stage {
  name: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile with their instructions (comments dropped, `\` continuations joined). */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push(pending + line);
    pending = '';
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const name = /\bAS\s+(\S+)\s*$/i.exec(args)?.[1] ?? String(stages.length);
      stages.push({ name, instructions: [] });
    } else if (stages.length > 0) {
      stages[stages.length - 1]!.instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

/** `--flag=value` options at the start of an instruction, and what follows them. */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (let match = /^--([\w-]+)(?:=(\S+))?\s+/.exec(rest); match; match = /^--([\w-]+)(?:=(\S+))?\s+/.exec(rest)) {
    flags[match[1]!] = match[2] ?? '';
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** The argv of an exec-form (`["node", "x.js"]`) instruction. */
export function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) throw new Error(`not an exec form: ${args}`);
  return parsed;
}

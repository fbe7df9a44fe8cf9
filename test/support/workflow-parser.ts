// GitHub's own reader of workflow and action files (@actions/workflow-parser, the parser of
// GitHub's Actions language services): the errors GitHub would show for a file, as its
// messages. The package imports its JSON schemas without the `type: 'json'` attribute Node
// asks for; a load hook adds it while the package is imported, and is removed again.
import { registerHooks } from 'node:module';
import type * as WorkflowParser from '@actions/workflow-parser';
import type * as ActionParserModule from '@actions/workflow-parser/actions/index';

type Parser = typeof WorkflowParser;
type ActionParser = typeof ActionParserModule;

let loaded: Promise<{ workflows: Parser; actions: ActionParser }> | undefined;

function parser(): Promise<{ workflows: Parser; actions: ActionParser }> {
  loaded ??= (async () => {
    const hooks = registerHooks({
      load(url, context, next) {
        if (!url.endsWith('.json') || !url.includes('/@actions/workflow-parser/'))
          return next(url, context);
        return next(url, { ...context, importAttributes: { type: 'json' } });
      },
    });
    try {
      return {
        workflows: await import('@actions/workflow-parser'),
        actions: await import('@actions/workflow-parser/actions/index'),
      };
    } finally {
      hooks.deregister();
    }
  })();
  return loaded;
}

/** The errors GitHub finds in a workflow file (its schema, expressions, then its model). */
export async function workflowErrors(name: string, content: string): Promise<string[]> {
  const { workflows } = await parser();
  const trace = new workflows.NoOperationTraceWriter();
  const parsed = workflows.parseWorkflow({ name, content }, trace);
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (errors.length > 0 || parsed.value === undefined) return errors;
  const template = await workflows.convertWorkflowTemplate(parsed.context, parsed.value);
  return (template.errors ?? []).map((e) => e.Message);
}

/** The errors GitHub finds in an action's metadata file (action.yml). */
export async function actionErrors(name: string, content: string): Promise<string[]> {
  const { actions, workflows } = await parser();
  const parsed = actions.parseAction({ name, content }, new workflows.NoOperationTraceWriter());
  return parsed.context.errors.getErrors().map((e) => e.message);
}

// The stand-in's GraphQL endpoint: the part of GitHub's GraphQL schema the Action asks about
// (`viewer`, a `User!`; `node(id:)`, an `IssueComment`'s `editor` and `lastEditedAt`, the
// `Actor` interface that `User` and `Bot` implement), executed by graphql-js, so a query the
// schema does not allow is answered with errors as GitHub answers it (HTTP 200, `errors`), and
// one it allows with the token's account, or the comment's last edit as the stand-in recorded
// it. Types and field names as GitHub's published
// schema (octokit/graphql-schema) declares them; only the fields used here are kept.
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';

/** The schema's part the stand-in serves. */
const SDL = `
  scalar DateTime
  scalar URI
  interface Node { id: ID! }
  interface Actor { login: String! avatarUrl(size: Int): URI! resourcePath: URI! url: URI! }
  type User implements Actor & Node {
    id: ID! login: String! avatarUrl(size: Int): URI! resourcePath: URI! url: URI! databaseId: Int
  }
  type Bot implements Actor & Node {
    id: ID! login: String! avatarUrl(size: Int): URI! resourcePath: URI! url: URI! databaseId: Int
  }
  type IssueComment implements Node {
    id: ID!
    databaseId: Int
    body: String!
    author: Actor
    editor: Actor
    lastEditedAt: DateTime
    createdAt: DateTime!
    updatedAt: DateTime!
  }
  type Query { node(id: ID!): Node viewer: User! }
`;

let schema: GraphQLSchema | undefined;

/** An account as GraphQL shows it: a bot's login without REST's `[bot]`. */
export interface GraphQLActor {
  __typename: 'User' | 'Bot';
  login: string;
}

/** A comment as the GraphQL endpoint resolves it. */
export interface GraphQLComment {
  node_id: string;
  id: number;
  body: string;
  author: GraphQLActor;
  editor: GraphQLActor | null;
  lastEditedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The answer to a GraphQL request body (`{ query, variables }`), as GitHub gives it. `viewer`
 * is the token's account as `viewer` shows it: a `User` whose login is the person's, or an
 * App's bot's with REST's `[bot]` (`github-actions[bot]` for the workflow's token).
 */
export async function answerGraphQL(
  body: unknown,
  comment: (nodeId: string) => GraphQLComment | undefined,
  viewer: { login: string } = { login: 'github-actions[bot]' },
): Promise<{ data?: unknown; errors?: unknown[] }> {
  schema ??= buildSchema(SDL);
  const request = body as { query?: unknown; variables?: unknown } | undefined;
  if (typeof request?.query !== 'string')
    return { errors: [{ message: 'A query attribute must be specified and must be a string.' }] };
  const result = await graphql({
    schema,
    source: request.query,
    variableValues: (request.variables ?? {}) as Record<string, unknown>,
    rootValue: {
      node: ({ id }: { id: string }) => {
        const found = comment(id);
        if (found === undefined)
          throw new Error(`Could not resolve to a node with the global id of '${id}'`);
        return { __typename: 'IssueComment', ...found, id: found.node_id, databaseId: found.id };
      },
      viewer: () => ({ ...viewer, id: `U_standin_${viewer.login}` }),
    },
    typeResolver: (value: { __typename?: string }) => value.__typename,
  });
  return JSON.parse(JSON.stringify(result)) as { data?: unknown; errors?: unknown[] };
}

"""formc lsp end to end: what each client gets, in the encoding it negotiated."""

import asyncio

from lsprotocol import types

EXPECTED_ENCODING = {
    "visual-studio-code": "utf-16",  # offers none: the mandatory UTF-16
    "neovim@v0.11.0": "utf-8",
    "emacs": "utf-8",  # offers UTF-32 first, but UTF-8 needs no conversion
    "emacs-utf32": "utf-32",
}


def units(text: str, encoding: str) -> int:
    """The length of `text` in the code units of an LSP position encoding."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-16":
        return len(text.encode("utf-16-le")) // 2
    return len(text)


async def diagnostics_for(client, uri: str):
    """Waits for the diagnostics of `uri` (cleared before the change they answer) and returns them."""
    for _ in range(400):
        if uri in client.diagnostics:
            return client.diagnostics[uri]
        await asyncio.sleep(0.025)
    raise AssertionError(f"no diagnostics for {uri}")


async def diagnostics_until(client, uri: str, done):
    """The diagnostics of `uri` once `done` holds for them (the last ones after 10 s)."""
    for _ in range(400):
        if done(client.diagnostics.get(uri, [None])):
            break
        await asyncio.sleep(0.025)
    return client.diagnostics.get(uri)


def open_doc(client, name: str, text: str, version: int = 1) -> str:
    uri = (client.root / "specs" / name).as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text))
    )
    return uri


# A line where Korean, a ZWJ emoji and a combining mark come before the error. (The emoji's
# option names its Swift case: an id with no letter would be W513's numbered `option`.)
LINE = "    options: [관광, { id: 👩\u200d👧, swift-name: family }, e\u0301, b]\n    initial: zz\n"
SPEC = "formc: 1\nscreen: mine\nsheet:\n  presentaton: sheet\nfields:\n  - id: x\n    type: choice\n    commit: on-select\n" + LINE


async def test_the_encoding_is_negotiated(client):
    assert client.init_result.capabilities.position_encoding == EXPECTED_ENCODING[client.client_name]
    assert client.init_result.server_info.name == "formc"


async def test_diagnostics_are_placed_in_the_negotiated_encoding(client):
    encoding = EXPECTED_ENCODING[client.client_name]
    text = SPEC.replace("    initial: zz\n", "") + "    label: 한국어 👩\u200d👧 e\u0301\n    placeholder: x\n    min: 한\n"
    uri = open_doc(client, "mine.yaml", text)
    found = await diagnostics_for(client, uri)
    by_code = {d.code: d for d in found}
    assert set(by_code) == {"E200", "E202"}
    # E202 on `한` after `    min: `: ASCII before it, so the same in every encoding.
    assert by_code["E202"].range.start == types.Position(line=11, character=9)
    assert by_code["E200"].range.start == types.Position(line=3, character=2)


async def test_a_position_after_korean_emoji_and_combining_marks(client):
    encoding = EXPECTED_ENCODING[client.client_name]
    text = "formc: 1\nscreen: mine\nfields:\n  - { id: x, type: choice, commit: on-select, options: [관광, 👩\u200d👧, e\u0301], initial: zz }\n"
    uri = open_doc(client, "mine.yaml", text)
    found = await diagnostics_for(client, uri)
    e312 = next(d for d in found if d.code == "E312")
    line = text.splitlines()[3]
    column = units(line[: line.index("zz")], encoding)
    assert e312.range.start == types.Position(line=3, character=column)
    assert e312.range.end == types.Position(line=3, character=column + 2)


async def test_an_incremental_edit_in_the_negotiated_encoding_fixes_the_spec(client):
    encoding = EXPECTED_ENCODING[client.client_name]
    uri = open_doc(client, "mine.yaml", SPEC)
    assert {d.code for d in await diagnostics_for(client, uri)} == {"E200", "E312"}
    # Replace `zz` (after the Korean, emoji and combining mark above) with the emoji's id.
    start = units("    initial: ", encoding)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(types.Position(9, start), types.Position(9, start + 2)), text="관광"
                ),
                types.TextDocumentContentChangePartial(
                    range=types.Range(types.Position(3, 2), types.Position(3, 13)), text="presentation"
                ),
            ],
        )
    )
    assert list(await diagnostics_until(client, uri, lambda found: not found)) == []


async def test_the_workspace_specs_are_checked_across_files(client):
    uri = open_doc(client, "b.yaml", "formc: 1\nscreen: shared\nfields: [{ id: z, type: choice, commit: on-select, options: [c, d] }]\n")
    found = await diagnostics_for(client, uri)
    assert [d.code for d in found] == ["E300"]
    supports_related = client.capabilities.text_document.publish_diagnostics.related_information
    if supports_related:
        assert found[0].related_information[0].location.uri == (client.root / "specs" / "a.yaml").as_uri()
    else:
        assert found[0].related_information is None


async def test_completion_hover_definition_and_fixes(client):
    text = "formc: 1\nscreen: mine\nsheet:\n  detents: [medium, { id: peek, height: 140 }]\n  initial-detent: peek\n  grabbr: true\nfields:\n  - id: x\n    type: choice\n    commit: on-select\n    options: [a, b]\n"
    uri = open_doc(client, "mine.yaml", text)
    doc = types.TextDocumentIdentifier(uri=uri)
    await diagnostics_for(client, uri)

    result = await client.text_document_completion_async(types.CompletionParams(doc, types.Position(4, 18)))
    assert [item.label for item in result.items] == ["medium", "peek"]

    hover = await client.text_document_hover_async(types.HoverParams(doc, types.Position(4, 4)))
    assert "The detent the sheet opens at" in hover.contents.value

    definition = await client.text_document_definition_async(types.DefinitionParams(doc, types.Position(4, 19)))
    assert [(d.range.start.line, d.range.start.character) for d in definition] == [(3, 26)]

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(doc, types.Range(types.Position(5, 3), types.Position(5, 3)), types.CodeActionContext(diagnostics=[]))
    )
    assert [a.title for a in actions] == ["Replace with 'grabber'"]
    assert actions[0].edit.changes[uri][0].new_text == "grabber"


async def test_the_mockup_command_behind_the_code_lens(client):
    uri = open_doc(client, "mine.yaml", "formc: 1\nscreen: mine\nfields:\n  - id: x\n    type: choice\n    commit: on-select\n    options: [관광, 맛집]\n")
    await diagnostics_for(client, uri)
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(types.TextDocumentIdentifier(uri=uri)))
    assert len(lenses) == 1 and lenses[0].command.command == "formc.mockup"
    drawing = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=lenses[0].command.command, arguments=lenses[0].command.arguments)
    )
    assert "관광" in drawing and "맛집" in drawing


async def test_progress_is_reported_because_the_client_declared_it(client):
    assert client.capabilities.window.work_done_progress
    for _ in range(100):
        if any(r and r[-1].kind == "end" for r in client.progress_reports.values()):
            break
        await asyncio.sleep(0.05)
    reports = list(client.progress_reports.values())
    assert len(reports) == 1 and [r.kind for r in reports[0]] == ["begin", "end"]


async def test_specs_are_watched_where_the_client_lets_servers_register_watchers(client):
    watched = client.capabilities.workspace.did_change_watched_files
    expected = ["workspace/didChangeWatchedFiles"] if watched and watched.dynamic_registration else []
    for _ in range(100):
        if client.registrations == expected:
            break
        await asyncio.sleep(0.02)
    assert client.registrations == expected


async def test_a_warning_is_silenced_by_the_ignore_comment_its_code_action_adds(client):
    text = "formc: 1\nscreen: mine\nfields:\n  - id: x\n    type: choice\n    commit: on-select\n    options: [pet]\n"
    uri = open_doc(client, "mine.yaml", text)
    doc = types.TextDocumentIdentifier(uri=uri)
    assert [d.code for d in await diagnostics_for(client, uri)] == ["W506"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(doc, types.Range(types.Position(6, 14), types.Position(6, 14)), types.CodeActionContext(diagnostics=[]))
    )
    assert [(a.title, a.kind, a.is_preferred) for a in actions] == [("Ignore W506 on this line", "quickfix", False)]
    [edit] = actions[0].edit.changes[uri]
    assert edit.range == types.Range(types.Position(6, 18), types.Position(6, 18))
    assert edit.new_text == "  # formc: ignore[W506]"
    client.diagnostics.pop(uri, None)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text)],
        )
    )
    assert list(await diagnostics_until(client, uri, lambda found: found is not None and not found)) == []


async def test_a_closed_specs_fixes_are_edits_of_the_file_on_disk(client):
    encoding = EXPECTED_ENCODING[client.client_name]
    path = client.root / "specs" / "closed.yaml"
    line = "fields: [{ id: x, type: choice, commit: on-select, options: [관광, { id: 👩\u200d👧, swift-name: family }, e\u0301], initial: 관관 }]"
    path.write_text(f"formc: 1\nscreen: closed\n{line}\n", encoding="utf-8")
    uri = path.as_uri()
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=uri, type=types.FileChangeType.Created)])
    )
    [found] = await diagnostics_for(client, uri)
    assert found.code == "E312"
    start = units(line[: line.index("관관")], encoding)
    expected = types.Range(types.Position(2, start), types.Position(2, start + units("관관", encoding)))
    if client.capabilities.text_document.publish_diagnostics.data_support:
        [fix] = found.data["fixes"]
        at = lambda p: {"line": p.line, "character": p.character}  # noqa: E731
        assert fix["edits"] == [{"range": {"start": at(expected.start), "end": at(expected.end)}, "newText": "관광"}]
    else:
        assert found.data is None
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(types.TextDocumentIdentifier(uri=uri), types.Range(expected.start, expected.start), types.CodeActionContext(diagnostics=[]))
    )
    assert [a.title for a in actions] == ["Replace with '관광'"]
    assert list(actions[0].edit.changes[uri]) == [types.TextEdit(range=expected, new_text="관광")]


async def test_completion_inside_flow_collections(client):
    text = "formc: 1\nscreen: mine\nsheet: { grabber: true,  }\nfields:\n  - { id: x, type: choice, commit: on-select, options: [관광, b], initial: [관광, ] }\n"
    uri = open_doc(client, "mine.yaml", text)
    doc = types.TextDocumentIdentifier(uri=uri)
    await diagnostics_for(client, uri)
    encoding = EXPECTED_ENCODING[client.client_name]
    line = text.splitlines()[4]
    caret = types.Position(4, units(line[: line.index("관광, ]") + 4], encoding))
    result = await client.text_document_completion_async(types.CompletionParams(doc, caret))
    assert [item.label for item in result.items] == ["관광", "b"]
    assert result.items[1].text_edit.range == types.Range(caret, caret)
    keys = await client.text_document_completion_async(types.CompletionParams(doc, types.Position(2, 24)))
    labels = [item.label for item in keys.items]
    assert "presentation" in labels and "grabber" not in labels


async def test_a_config_created_on_disk_then_edited_applies_to_its_specs(client):
    def created(path):
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=path.as_uri(), type=types.FileChangeType.Created)])
        )

    spec = client.root / "specs" / "single.yaml"
    spec.write_text("formc: 1\nscreen: single\nfields: [{ id: x, type: choice, commit: on-select, options: [pet] }]\n", encoding="utf-8")
    created(spec)
    found = await diagnostics_for(client, spec.as_uri())
    assert [(d.code, d.severity) for d in found] == [("W506", types.DiagnosticSeverity.Warning)]

    config = client.root / ".formc.yaml"
    config.write_text("rules:\n  W506: error\n", encoding="utf-8")
    client.diagnostics.pop(spec.as_uri(), None)
    created(config)
    found = await diagnostics_for(client, spec.as_uri())
    assert [(d.code, d.severity) for d in found] == [("W506", types.DiagnosticSeverity.Error)]
    assert list(await diagnostics_for(client, config.as_uri())) == []

    # Typed in the editor: the config's own problem is reported, and while it has one it is
    # not applied (as lint does not apply it).
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=config.as_uri(), language_id="yaml", version=1, text="rules:\n  W506: error\n"))
    )
    client.diagnostics.pop(spec.as_uri(), None)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=config.as_uri(), version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=types.Range(types.Position(0, 0), types.Position(0, 5)), text="rulez")],
        )
    )
    problems = await diagnostics_until(client, config.as_uri(), lambda found: found and found != [None])
    assert [(d.code, d.range.start) for d in problems] == [("E600", types.Position(0, 0))]
    found = await diagnostics_for(client, spec.as_uri())
    assert [(d.code, d.severity) for d in found] == [("W506", types.DiagnosticSeverity.Warning)]

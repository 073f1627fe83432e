// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEnsRegistryResolver {
    function resolver(bytes32 node) external view returns (address);
}

/// @title UniversalResolver
/// @notice The entry point viem's `getEnsAddress`, `getEnsText`, `getEnsAvatar` and `getEnsName`
///         call (`resolveWithGateways`, `reverseWithGateways`, the ABI of ENS's UniversalResolver):
///         it finds a name's resolver in the registry, walking up to the nearest parent that has
///         one (ENSIP-10 wildcard), calls it through `resolve(bytes,bytes)`, and relays an
///         `OffchainLookup` as its own (ERC-3668 requires the sender to be the called contract),
///         finishing in its callbacks. A reverse lookup reads `name` of `<addr>.addr.reverse`
///         (ENSIP-19 for other coin types) and then checks that the name resolves forward to the
///         same address. Gateways passed in are ignored: each resolver names its own.
contract UniversalResolver {
    bytes4 private constant EXTENDED_RESOLVE = 0x9061b923;
    bytes4 private constant OFFCHAIN_LOOKUP = 0x556f1830;

    IEnsRegistryResolver public immutable registry;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error ResolverNotFound(bytes name);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error BatchLookupFailed(bytes response);

    struct Lookup {
        address sender;
        string[] urls;
        bytes data;
    }

    constructor(address registry_) {
        registry = IEnsRegistryResolver(registry_);
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        address resolver = findResolver(name);
        return (callResolver(resolver, name, data, this.resolveCallback.selector, ""), resolver);
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bytes memory result,) = finish(response, extraData);
        return (result, resolver);
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        bytes memory name = reverseName(lookupAddress, coinType);
        address resolver = findResolver(name);
        bytes memory data = abi.encodeWithSelector(0x691f3431, namehash(name, 0));
        bytes memory tail = abi.encode(lookupAddress, coinType, resolver);
        return afterReverse(callResolver(resolver, name, data, this.reverseCallback.selector, tail), tail);
    }

    function reverseCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (, bytes memory result, bytes memory tail) = finish(response, extraData);
        return afterReverse(result, tail);
    }

    function reverseForwardCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (address resolver, bytes memory result, bytes memory tail) = finish(response, extraData);
        return checkForward(result, resolver, tail);
    }

    function afterReverse(bytes memory result, bytes memory tail)
        private
        view
        returns (string memory, address, address)
    {
        (bytes memory lookupAddress, uint256 coinType, address reverseResolver) =
            abi.decode(tail, (bytes, uint256, address));
        string memory primary = result.length == 0 ? "" : abi.decode(result, (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes memory name = dnsEncode(primary);
        address resolver = findResolver(name);
        bytes32 node = namehash(name, 0);
        bytes memory data = coinType == 60
            ? abi.encodeWithSelector(0x3b3b57de, node)
            : abi.encodeWithSelector(0xf1cb7e06, node, coinType);
        bytes memory next = abi.encode(lookupAddress, coinType, reverseResolver, primary);
        return checkForward(
            callResolver(resolver, name, data, this.reverseForwardCallback.selector, next), resolver, next
        );
    }

    function checkForward(bytes memory result, address resolver, bytes memory tail)
        private
        pure
        returns (string memory, address, address)
    {
        (bytes memory lookupAddress, uint256 coinType, address reverseResolver, string memory primary) =
            abi.decode(tail, (bytes, uint256, address, string));
        bytes memory resolved = coinType == 60
            ? abi.encodePacked(abi.decode(result, (address)))
            : abi.decode(result, (bytes));
        if (keccak256(resolved) != keccak256(lookupAddress)) revert ReverseAddressMismatch(primary, resolved);
        return (primary, resolver, reverseResolver);
    }

    /// @dev Calls `resolver.resolve(name, data)`: its answer, or its `OffchainLookup` relayed.
    function callResolver(address resolver, bytes memory name, bytes memory data, bytes4 callback, bytes memory tail)
        private
        view
        returns (bytes memory)
    {
        (bool ok, bytes memory answer) =
            resolver.staticcall(abi.encodeWithSelector(EXTENDED_RESOLVE, name, data));
        if (ok) return abi.decode(answer, (bytes));
        if (answer.length < 4 || bytes4(answer) != OFFCHAIN_LOOKUP) revert ResolverError(answer);
        relay(answer, resolver, callback, tail);
    }

    /// @dev Reverts with the resolver's `OffchainLookup` as ours, wrapped in a batch-gateway query
    ///      (ENSIP-21, `x-batch-gateway:true`, which clients such as viem answer locally): the
    ///      client then asks the resolver's gateway with the resolver as sender, which is what the
    ///      gateway signs for.
    function relay(bytes memory answer, address resolver, bytes4 callback, bytes memory tail) private view {
        (address sender, string[] memory urls, bytes memory callData, bytes4 inner, bytes memory extra) =
            abi.decode(slice(answer, 4), (address, string[], bytes, bytes4, bytes));
        if (sender != resolver) revert ResolverError(answer);
        Lookup[] memory lookups = new Lookup[](1);
        lookups[0] = Lookup(resolver, urls, callData);
        string[] memory batch = new string[](1);
        batch[0] = "x-batch-gateway:true";
        bytes memory extraData = abi.encode(resolver, inner, extra, tail);
        revert OffchainLookup(address(this), batch, abi.encodeCall(this.query, (lookups)), callback, extraData);
    }

    /// @notice ENSIP-21's batch gateway interface, only for its selector: clients answer it.
    function query(Lookup[] memory) external pure returns (bool[] memory, bytes[] memory) {
        revert ResolverError("");
    }

    /// @dev Hands the gateway's response to the resolver's own callback.
    function finish(bytes calldata response, bytes calldata extraData)
        private
        view
        returns (address resolver, bytes memory result, bytes memory tail)
    {
        bytes4 inner;
        bytes memory extra;
        (resolver, inner, extra, tail) = abi.decode(extraData, (address, bytes4, bytes, bytes));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert ResolverError(response);
        if (failures[0]) revert BatchLookupFailed(responses[0]);
        (bool ok, bytes memory answer) = resolver.staticcall(abi.encodeWithSelector(inner, responses[0], extra));
        if (!ok) revert ResolverError(answer);
        result = abi.decode(answer, (bytes));
    }

    function findResolver(bytes memory name) private view returns (address) {
        uint256 offset = 0;
        while (offset < name.length) {
            address resolver = registry.resolver(namehash(name, offset));
            if (resolver != address(0)) return resolver;
            uint256 length = uint8(name[offset]);
            if (length == 0) break;
            offset += length + 1;
        }
        revert ResolverNotFound(name);
    }

    function namehash(bytes memory name, uint256 offset) private pure returns (bytes32 node) {
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        bytes32 label;
        assembly {
            label := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(namehash(name, offset + length + 1), label));
    }

    function reverseName(bytes calldata lookupAddress, uint256 coinType) private pure returns (bytes memory) {
        bytes memory hexAddress = toHex(lookupAddress, lookupAddress.length * 2);
        bytes memory kind = coinType == 60 ? bytes("addr") : coinType == 0x80000000 ? bytes("default") : trimmedHex(coinType);
        return abi.encodePacked(
            uint8(hexAddress.length), hexAddress, uint8(kind.length), kind, uint8(7), "reverse", uint8(0)
        );
    }

    function dnsEncode(string memory name) private pure returns (bytes memory encoded) {
        bytes memory text = bytes(name);
        uint256 start = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == ".") {
                encoded = abi.encodePacked(encoded, uint8(i - start), slice(text, start, i));
                start = i + 1;
            }
        }
        encoded = abi.encodePacked(encoded, uint8(0));
    }

    function trimmedHex(uint256 value) private pure returns (bytes memory) {
        uint256 digits = 1;
        while (digits < 64 && value >> (digits * 4) != 0) digits++;
        return toHex(abi.encodePacked(value), digits);
    }

    function toHex(bytes memory data, uint256 digits) private pure returns (bytes memory out) {
        bytes memory alphabet = "0123456789abcdef";
        bytes memory all = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            all[2 * i] = alphabet[uint8(data[i]) >> 4];
            all[2 * i + 1] = alphabet[uint8(data[i]) & 15];
        }
        out = slice(all, all.length - digits);
    }

    function slice(bytes memory data, uint256 from) private pure returns (bytes memory) {
        return slice(data, from, data.length);
    }

    function slice(bytes memory data, uint256 from, uint256 to) private pure returns (bytes memory out) {
        out = new bytes(to - from);
        for (uint256 i = from; i < to; i++) out[i - from] = data[i];
    }
}
